import torch

# 有 GPU 就用 GPU，否则用 CPU
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(6, device=device)
print(torch.reshape(x, (2, 3)))
print(torch.reshape(x, (-1, 2)).shape)     # -1 由元素总数推算
print(torch.reshape(x, (-1,)).shape)       # 展平成一维


def shares(a, b):  # 两个张量是否共用同一块存储
    return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()


m = x.reshape(2, 3)
print(shares(torch.reshape(m, (3, 2)), m))       # 输入连续 -> 返回视图

t = torch.arange(24, device=device).reshape(4, 6).t()  # 形状 (6, 4)，不连续
print(t.is_contiguous(), t.stride())
print(shares(torch.reshape(t, (3, 2, 4)), t))    # 只拆分第 0 维 -> 仍是视图
print(shares(torch.reshape(t, (24,)), t))        # 要合并步长不匹配的维 -> 复制
