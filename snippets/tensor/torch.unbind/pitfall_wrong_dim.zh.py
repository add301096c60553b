import torch

points = torch.zeros(4, 3)            # 4 个点，各有 x, y, z
px, py, pz = points.unbind(-1)        # 拆分最后一维：3 份
print(px.shape)
px, py, pz = points.unbind()          # 沿第 0 维得到 4 行，而不是 3 个坐标
