import torch

pre_activation = torch.tensor([0.5, 12.0], requires_grad=True)   # badly scaled input

torch.tanh(pre_activation).sum().backward()
print(torch.tanh(pre_activation.detach()))   # the second value is exactly 1.0 in float32
print(pre_activation.grad)                    # and its gradient is 0: nothing to learn from
