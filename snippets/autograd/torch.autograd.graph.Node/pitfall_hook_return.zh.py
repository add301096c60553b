import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
y = (w * 3).sum()


def scale(grad_inputs, grad_outputs):
    # 返回值个数与输入个数不一致
    return grad_outputs[0] * 0.5, grad_outputs[0] * 0.5


y.grad_fn.register_hook(scale)
y.backward()
