import torch

torch.utils.rename_privateuse1_backend("npu")
torch.utils.generate_methods_for_privateuse1_backend()  # e.g. in the plugin's __init__
torch.utils.generate_methods_for_privateuse1_backend()  # again, from user code
