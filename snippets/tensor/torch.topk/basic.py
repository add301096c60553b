import torch

logits = torch.tensor([[0.1, 2.0, 0.7, 1.5],
                       [3.0, 0.2, 0.9, 0.4]])   # (batch, classes)

values, indices = torch.topk(logits, k=2)       # last dim, largest first
print(values)
print(indices)

print(logits.topk(2, largest=False).indices)    # the two smallest, smallest first
print(logits.topk(1, dim=0).indices)            # along another dimension

# top-2 accuracy
target = torch.tensor([3, 2])
print((indices == target.unsqueeze(1)).any(dim=1))
