import torch

x = torch.arange(10)

print(x.narrow(0, 2, 3))     # start=2，长度（不是终点）为 3 -> 元素 2、3、4（不是 x[2:3]）
x.narrow(0, 4, 8)            # 本意是 x[4:8]；第三个参数是长度
