import torch

a = torch.arange(6).reshape(2, 3)
fa = a.flatten()                 # 连续输入：得到视图
fa[0] = 99
print(a[0, 0].item())            # 变了

t = torch.arange(6).reshape(2, 3).t()
ft = t.flatten()                 # 转置后：步长无法表示展平结果，只能复制
ft[0] = 99
print(t[0, 0].item())            # 没变

s = torch.arange(24).reshape(4, 3, 2)[::2]  # 切片：不连续，但是……
fs = s.flatten(1)                # ……它的步长可以表示 (2, 6)：得到视图
fs[0, 0] = 99
print(s.is_contiguous(), s[0, 0, 0].item())  # 变了
