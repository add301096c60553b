import torch

class_counts = torch.tensor([50, 10, 5])          # int64 counts per class

print(class_counts.float() ** -1)                 # inverse frequency as float
print(1.0 / class_counts)                         # or divide: true division gives float
class_counts ** -1                                # int64 ** negative int is refused
