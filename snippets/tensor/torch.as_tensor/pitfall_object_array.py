import numpy as np
import torch

col = np.array([1.5, None, 3.0], dtype=object)   # e.g. a pandas column with missing values
print(torch.as_tensor(np.array([1.5, np.nan, 3.0])))
torch.as_tensor(col)
