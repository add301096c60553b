import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(3, device=device, requires_grad=True)
with torch.autograd.graph.disable_saved_tensors_hooks():  # error_message 是必填参数
    y = x * x
