import torch
import torch.nn.functional as F

emb = torch.tensor([[0.3, 0.4],
                    [3.0, 4.0]])
print(emb.renorm(2, 0, 1.0).norm(dim=1))        # only too-long rows shrink; short ones stay short
print(F.normalize(emb, dim=1).norm(dim=1))      # unit length for every row
