import torch
import torch.version

print(type(torch.version.__version__).__name__)  # a plain str
print(torch.version.__version__ >= "2.9")  # compares character by character
print(torch.__version__ >= "2.9")  # TorchVersion compares as a version
print(torch.__version__ >= (2, 9))
