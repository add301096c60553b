import torch

z = torch.tensor([3 + 4j, 1 - 2j])
im = z.conj().imag.resolve_neg()
im[0] = 0.0          # 只写入副本
print(z)             # z 的虚部不变

x = torch.tensor([1.0, 2.0])
y = x.resolve_neg()  # 没有标志位：y 就是 x
y[0] = 0.0
print(x)             # 这次写入到了 x
