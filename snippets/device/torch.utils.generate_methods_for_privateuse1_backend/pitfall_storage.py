import torch

torch.utils.rename_privateuse1_backend("npu")
torch.utils.generate_methods_for_privateuse1_backend()  # for_storage=False

storage = torch.ones(2).untyped_storage()
storage.npu()
