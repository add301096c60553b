import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(3, device=device, requires_grad=True)
with torch.autograd.graph.disable_saved_tensors_hooks("no hooks"):
    y = x.exp()  # exp 仍会为反向传播保存自己的输出
print(y.grad_fn.name(), torch.equal(y.grad_fn._saved_result, y))
y.sum().backward()
print(x.grad)
