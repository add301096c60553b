import torch

s = torch.sparse_coo_tensor(torch.tensor([[0, 3]]), torch.tensor([1.0, 2.0]), (5,),
                            check_invariants=True)

print(s.layout)
s.untyped_storage()
