import torch

logits = torch.tensor([[0.1, 2.0, 0.7, 1.5],
                       [3.0, 0.2, 0.9, 0.4]])   # (batch, classes)

values, indices = torch.topk(logits, k=2)       # 沿最后一维，从大到小
print(values)
print(indices)

print(logits.topk(2, largest=False).indices)    # 最小的两个，从小到大
print(logits.topk(1, dim=0).indices)            # 沿另一个维度

# top-2 准确率
target = torch.tensor([3, 2])
print((indices == target.unsqueeze(1)).any(dim=1))
