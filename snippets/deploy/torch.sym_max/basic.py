import torch

# On plain Python numbers the helpers behave like the builtins they stand for
print(torch.sym_max(3, 5), torch.sym_min(3, 5))
print(torch.sym_float(3), torch.sym_int(-3.7))  # int() truncates toward zero too
print(torch.sym_not(True), torch.sym_ite(3 > 2, 10, 20))  # ite: "10 if 3 > 2 else 20"
print(torch.sym_sum([1, 2, 3]), torch.sym_fresh_size(5))
