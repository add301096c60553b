import torch

x = torch.arange(6).reshape(2, 3)
print(torch.unbind(x))            # 沿第 0 维：各行
print(x.unbind(1))                # 沿第 1 维：各列

# 拆出 (N, 3) 点集的各个坐标
points = torch.tensor([[0.0, 1.0, 2.0],
                       [3.0, 4.0, 5.0]])
px, py, pz = points.unbind(-1)
print(px, py, pz)

# stack 是它的逆操作
print(torch.equal(torch.stack(x.unbind(1), dim=1), x))

# 拆出的各部分都是视图
row0, row1 = x.unbind()
row0[0] = 99
print(x)
