import torch

# A "+cpu" wheel never sees a GPU, whatever the driver says
print(torch.__version__)
print("CPU-only build:", torch.version.cuda is None and torch.version.hip is None)
print(torch.cuda.is_available())
