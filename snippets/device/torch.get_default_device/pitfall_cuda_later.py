import torch

torch.set_default_device("cuda")        # accepted even without a GPU...

weights = torch.zeros(3)                # ...the failure comes at the first tensor
