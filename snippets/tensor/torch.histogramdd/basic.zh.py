import torch

# 4 个二维点：最后一维是坐标
points = torch.tensor([[0.0, 0.0],
                       [0.5, 0.5],
                       [1.0, 1.0],
                       [0.9, 0.1]])
hist, edges = torch.histogramdd(points, bins=[2, 2])
print(hist)                                  # hist[i, j]：x 方向第 i 个区间、y 方向第 j 个区间
print(edges)
# range 是一个扁平列表：[xmin, xmax, ymin, ymax]
print(torch.histogramdd(points, bins=2, range=[0.0, 2.0, 0.0, 2.0]).hist)
# 权重与显式的区间边界
print(torch.histogramdd(points, bins=[torch.tensor([0.0, 0.5, 1.0]), torch.tensor([0.0, 1.0])],
                        weight=torch.tensor([1.0, 2.0, 3.0, 4.0])).hist)
