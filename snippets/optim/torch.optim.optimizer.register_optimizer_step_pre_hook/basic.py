import torch
from torch.optim.optimizer import register_optimizer_step_post_hook, register_optimizer_step_pre_hook

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
opt.register_step_pre_hook(lambda o, a, k: print("  instance pre"))
opt.register_step_post_hook(lambda o, a, k: print("  instance post"))

pre = register_optimizer_step_pre_hook(lambda o, a, k: print("global pre ", type(o).__name__))
post = register_optimizer_step_post_hook(lambda o, a, k: print("global post", type(o).__name__))

opt.step()
torch.optim.Adam(model.parameters()).step()  # also an optimizer created later

pre.remove()  # global hooks stay until removed
post.remove()
opt.step()
