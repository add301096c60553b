import torch

x = torch.tensor([0.1, 3.0, 1e12])
m, e = torch.frexp(x)
print(e)
print(2 ** e)                                # 整数幂：负指数得到 0，指数 40 溢出
print(m * 2 ** e)                            # 结果错了，却没有报错
print(torch.ldexp(m, e))                     # 正确
