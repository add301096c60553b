import torch

torch.broadcast_shapes((3, 2), (4,))   # trailing sizes 2 and 4 cannot broadcast
