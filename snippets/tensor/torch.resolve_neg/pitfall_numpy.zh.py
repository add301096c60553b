import torch

z = torch.tensor([3 + 4j, 1 - 2j])
im = z.conj().imag
print(im.resolve_neg().numpy())     # 先 resolve
im.numpy()                          # NumPy 看不到取负标志位
