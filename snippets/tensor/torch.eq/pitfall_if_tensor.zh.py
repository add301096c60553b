import torch

pred = torch.tensor([1, 0, 2])
target = torch.tensor([1, 0, 2])

print(torch.equal(pred, target))     # 一个 Python bool：形状和值都相同
print((pred == target).all())        # 同一个问题，结果是 0 维张量

if pred == target:                   # 含 3 个值的掩码没有单一的真值
    print("all correct")
