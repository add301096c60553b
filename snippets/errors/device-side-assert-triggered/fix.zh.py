import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


logits = torch.zeros(4, 3, device=device)
target = torch.tensor([0, 5, 2, 1], device=device)

# 1. 拿到可读的错误信息：在 CPU 上运行同一个操作。
try:
    torch.nn.functional.cross_entropy(logits.cpu(), target.cpu())
except IndexError as exc:
    print("on CPU:", exc)

# 2. 在数据入口处检查标签，赶在任何 CUDA kernel 看到它们之前。
num_classes = logits.shape[1]
bad = (target < 0) | (target >= num_classes)
print("bad labels:", target[bad].tolist())

# 3. 修正标签映射（这里直接丢弃有问题的行），损失就能正常计算。
loss = torch.nn.functional.cross_entropy(logits[~bad], target[~bad])
print(round(loss.item(), 4))
