import torch

steps = torch.tensor([0, 1, 2])            # int64

print(steps.float().cos_())                # in place on a float copy
steps.cos_()                               # cos of an int tensor is float: cannot be stored in place
