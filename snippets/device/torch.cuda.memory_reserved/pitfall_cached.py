import torch

# Code from an old tutorial: the name still works, with a warning.
print(torch.cuda.memory_cached(), torch.cuda.max_memory_cached())
