import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(6, device=device).reshape(2, 3)

v = x.reshape(3, 2)          # x 是连续的：得到视图
v[0, 0] = 100
print(x[0, 0].item())        # 100：写入影响到了 x

t = x.t()                    # 不连续，形状为 (3, 2)
c = t.reshape(6)             # 把它展平需要复制
c[1] = -1
print(t[1, 0].item(), x[0, 1].item())   # 未改变
print(t.is_contiguous(), c.is_contiguous())

s = t.reshape(3, 2, 1)       # 同样不连续，但只是增加一个维度：得到视图
s[1, 0, 0] = -1
print(t[1, 0].item(), x[0, 1].item())   # -1 -1：这次写入影响到了 x
print(s.untyped_storage().data_ptr() == x.untyped_storage().data_ptr())
