import torch

# 与 enforce_grad_layout_policy(enable=True) 不同，mode 没有默认值
with torch.autograd.set_multithreading_enabled():
    pass
