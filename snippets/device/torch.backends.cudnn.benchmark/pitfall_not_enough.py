import torch

torch.backends.cudnn.deterministic = True  # covers cuDNN convolutions only
torch.use_deterministic_algorithms(True)  # now every op is checked, on every device
x = torch.zeros(5)
x.put_(torch.tensor([0, 2]), torch.tensor([1.0, 2.0]))  # no deterministic implementation
