import torch

rows = torch.arange(3)            # int64
cols = torch.linspace(0, 1, 5)    # float32

torch.meshgrid(rows, cols, indexing="ij")
