import torch

# 4 points in 2-D: the last dim holds the coordinates
points = torch.tensor([[0.0, 0.0],
                       [0.5, 0.5],
                       [1.0, 1.0],
                       [0.9, 0.1]])
hist, edges = torch.histogramdd(points, bins=[2, 2])
print(hist)                                  # hist[i, j]: bin i along x, bin j along y
print(edges)
# range is one flat list: [xmin, xmax, ymin, ymax]
print(torch.histogramdd(points, bins=2, range=[0.0, 2.0, 0.0, 2.0]).hist)
# weights and explicit edges
print(torch.histogramdd(points, bins=[torch.tensor([0.0, 0.5, 1.0]), torch.tensor([0.0, 1.0])],
                        weight=torch.tensor([1.0, 2.0, 3.0, 4.0])).hist)
