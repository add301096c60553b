import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


# 只有 3 个类别，但有一个目标是 5：在 CUDA 上 kernel 会触发断言，错误在
# 下一次同步调用（这里是 .item()）时才暴露出来。
logits = torch.zeros(2, 3, device=device)
target = torch.tensor([0, 5], device=device)
loss = torch.nn.functional.cross_entropy(logits, target)
print(loss.item())
