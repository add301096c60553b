import torch

t = torch.ones(3)
a = t.numpy()              # CPU 张量 -> 共享同一块内存的 ndarray
a[0] = 5.0
print(t, a.dtype)

t.add_(1.0)                # 对张量的原地修改会反映到数组上
print(a)

# 训练步骤中常见的转换：脱离计算图，移到 CPU，再转换
device = "cuda" if torch.cuda.is_available() else "cpu"
pred = torch.tensor([0.25, 0.75], device=device, requires_grad=True) * 2
print(pred.detach().cpu().numpy())
print(pred.numpy(force=True))          # 一次调用完成同样的事（必要时会复制）

print(torch.tensor(3.0).numpy().shape)  # 0 维张量得到 0 维数组
