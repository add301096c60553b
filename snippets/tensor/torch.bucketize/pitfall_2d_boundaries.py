import torch

values = torch.tensor([[0.5, 2.5],
                       [0.5, 2.5]])
per_row_edges = torch.tensor([[1.0, 2.0],
                              [0.0, 3.0]])    # different edges for each row

print(torch.searchsorted(per_row_edges, values))   # searchsorted handles one row of edges per row
torch.bucketize(values, per_row_edges)             # bucketize needs one 1-D boundaries tensor
