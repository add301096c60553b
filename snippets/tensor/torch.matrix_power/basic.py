import torch

A = torch.tensor([[1.0, 1.0],
                  [1.0, 0.0]])
print(torch.matrix_power(A, 5))             # A @ A @ A @ A @ A: Fibonacci numbers
print(A.matrix_power(0))                    # the identity
print(torch.matrix_power(A, -1))            # the inverse
# ** is element-wise, not a matrix power
print(A ** 2, A.matrix_power(2), sep="\n")
