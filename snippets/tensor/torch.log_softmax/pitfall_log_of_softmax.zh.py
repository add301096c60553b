import torch

logits = torch.tensor([[1.0, 2.0, 1000.0]])

print(torch.log(torch.softmax(logits, dim=1)))   # 极小的概率下溢为 0：-inf
print(torch.log_softmax(logits, dim=1))          # 有限值：-999, -998, 0
