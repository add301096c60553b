import torch

labels = torch.tensor([0, 2, 2, 3, 2])

counts = torch.bincount(labels)                 # counts[k] = k 出现的次数
print(counts)
print(torch.bincount(labels, minlength=5))      # 至少 5 个桶：每个类别一个

w = torch.tensor([1.0, 0.5, 0.5, 2.0, 1.0])
print(labels.bincount(weights=w))               # 每个值对应的权重之和

class_weights = counts.sum() / (len(counts) * counts.clamp(min=1))
print(class_weights)                            # 按频率倒数计算的权重
