import torch

logits = torch.tensor([0.0, 120.0])

print(torch.log(torch.softmax(logits, dim=0)))   # 较小的概率下溢：-inf
print(torch.log_softmax(logits, dim=0))          # 在对数空间中计算：-120
