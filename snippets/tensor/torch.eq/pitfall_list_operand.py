import numpy as np
import torch

labels = torch.tensor([0, 1, 2])

print(labels == [0, 1, 2])                  # a plain Python False, not a mask
print(labels != [0, 1, 2])                  # and a plain True
print(np.array([0, 1, 2]) == [0, 1, 2])     # NumPy compares element-wise
print(labels == torch.tensor([0, 1, 2]))    # convert the list to get a mask
