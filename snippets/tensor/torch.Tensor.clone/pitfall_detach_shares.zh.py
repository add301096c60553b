import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
old = w.detach()          # 没有计算图，但内存是同一块
with torch.no_grad():
    w.add_(10.0)          # 比如优化器执行了一步
print(old)                # “保存”的值也跟着变了

old = w.detach().clone()  # 独立的快照
with torch.no_grad():
    w.add_(10.0)
print(old, w)
