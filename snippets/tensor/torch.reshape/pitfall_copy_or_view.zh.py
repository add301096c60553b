import torch

# 有 GPU 就用 GPU，否则用 CPU
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def zero_first(t, shape):
    out = torch.reshape(t, shape)
    out[(0,) * out.dim()] = 0  # 原地改写 reshape 结果的第一个元素
    return t


a = torch.ones(2, 3, device=device)
b = torch.ones(3, 2, device=device).t()   # 形状同为 (2, 3)，但不连续
c = torch.ones(4, 6, device=device).t()   # 形状 (6, 4)，同样不连续
print(zero_first(a, (-1,))[0, 0].item())        # 0.0：reshape 返回的是视图
print(zero_first(b, (-1,))[0, 0].item())        # 1.0：reshape 只能复制，写入没有落到 b 上
print(zero_first(c, (3, 2, 4))[0, 0].item())    # 0.0：虽不连续，仍是视图（只拆分了第 0 维）
