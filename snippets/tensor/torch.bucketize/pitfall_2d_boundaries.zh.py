import torch

values = torch.tensor([[0.5, 2.5],
                       [0.5, 2.5]])
per_row_edges = torch.tensor([[1.0, 2.0],
                              [0.0, 3.0]])    # 每行的边界各不相同

print(torch.searchsorted(per_row_edges, values))   # searchsorted 支持每行一组边界
torch.bucketize(values, per_row_edges)             # bucketize 只接受一个一维的 boundaries 张量
