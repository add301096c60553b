import torch

points = torch.zeros(4, 3)            # 4 points with x, y, z
px, py, pz = points.unbind(-1)        # split the last dim: 3 pieces
print(px.shape)
px, py, pz = points.unbind()          # dim 0 gives 4 rows, not 3 coordinates
