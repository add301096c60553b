import torch

interop_before = torch.get_num_interop_threads()  # machine-dependent, not printed

torch.set_num_threads(1)  # changes the intra-op pool only
print(torch.get_num_threads())
print(torch.get_num_interop_threads() == interop_before)  # the inter-op pool is untouched
