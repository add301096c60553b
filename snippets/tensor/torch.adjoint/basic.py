import torch

z = torch.tensor([[1 + 2j, 3j], [4, 5 - 1j]])
print(z.H)  # conjugate transpose of a matrix
print(torch.equal(z.H, z.mT.conj()), z.H.is_conj(), z.H.data_ptr() == z.data_ptr())

# adjoint() does the same on the last two dims, so it also takes batches
batch = torch.zeros(4, 2, 3, dtype=torch.complex64)
print(batch.adjoint().shape, torch.adjoint(batch).shape)

# a real matrix is simply transposed, still as a view
r = torch.arange(6.0).reshape(2, 3)
print(r.H, r.H.is_contiguous())

# the usual use: a Hermitian product A^H A
a = torch.tensor([[1 + 1j, 2], [0, 1j]])
print(a.H @ a)
