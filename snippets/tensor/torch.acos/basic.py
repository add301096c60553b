import torch
import torch.nn.functional as F

x = torch.tensor([1.0, 0.5, 0.0, -1.0])
print(torch.acos(x))                      # radians, in [0, pi]
print(torch.rad2deg(x.arccos()))          # arccos is the same function
print(torch.tensor([1, 0]).acos())        # integer input gives float32

# angle between two vectors from their cosine similarity
a = torch.tensor([[1.0, 0.0], [1.0, 1.0]])
b = torch.tensor([[0.0, 2.0], [2.0, 0.0]])
cos = F.cosine_similarity(a, b, dim=1)
print(torch.rad2deg(torch.acos(cos.clamp(-1.0, 1.0))))
