import torch

labels = torch.tensor([3, 1, 3, 2, 1, 3])

print(torch.unique(labels))                          # 排好序的不同值
values, counts = labels.unique(return_counts=True)   # 每个值出现的次数
print(values, counts)

values, inverse = labels.unique(return_inverse=True) # 每个元素在 values 中的位置
print(inverse, torch.equal(values[inverse], labels)) # 用 inverse 可以重建输入

rows = torch.tensor([[1, 2], [1, 2], [3, 4]])
print(rows.unique(dim=0))                            # 按行去重，而不是按元素
print(torch.unique_consecutive(torch.tensor([1, 1, 2, 2, 1])))  # 只合并连续重复的值
