import torch

enabled = torch._C._is_multithreading_enabled  # the flag this class sets
print("before:", enabled())


@torch.autograd.set_multithreading_enabled(False)
def train_step():
    pass


print("after decorating:", enabled())  # switched off at definition time
train_step()
print("after calling:", enabled())  # and never switched back on
