import torch

counts = torch.tensor([3, 4])                        # int64

print(torch.linalg.vector_norm(counts.float()))      # convert first
torch.linalg.vector_norm(counts, dtype=torch.float32)  # dtype= does not accept integer input
